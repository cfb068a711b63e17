import { Text } from 'react-native';

export function Title({ children }: { children: string }) {
  return <Text style={{ fontFamily: 'Roboto-Bold', fontSize: 22 }}>{children}</Text>;
}
