import { StyleSheet } from 'react-native';
const families = StyleSheet.create({ serif: { fontFamily: 'Lora' }, sans: { fontFamily: 'Karla' } });
const weights = { bold: { fontWeight: '700' }, book: { fontWeight: '400' } };
export function textStyle(kind = 'body', size = 10, weight?: string) {
  if (!weight) { weight = kind === 'title' ? 'bold' : 'book'; }
  const family = kind === 'title' && size > 10 ? families.serif : families.sans;
  const style = { ...family, ...weights[weight] };
  switch (style.fontWeight) {
    case '700': style.fontFamily = `${style.fontFamily}-Bold`; break;
    default: break;
  }
  return style;
}
export const fontFor = (w) => (w === 'bold' ? 'Lora-Bold' : 'Lora');
const styles = StyleSheet.create({ a: { ...textStyle('title', 20) }, b: { fontFamily: fontFor('bold') } });
export const A = () => <Text style={[styles.a, { fontStyle: 'italic' }]}>x</Text>;
