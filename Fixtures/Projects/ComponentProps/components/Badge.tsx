import { Text } from 'react-native';

// Control: a component whose element gets its props from a spread the audit does not read.
export function Badge({ family }: { family: string }) {
  return <Text style={{ fontFamily: family }}>new</Text>;
}
