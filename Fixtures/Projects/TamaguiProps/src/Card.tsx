import { Text } from 'react-native';

// Not Tamagui's: its props are its own.
export function Card({ fontWeight }: { fontWeight: string }) {
  return <Text>{fontWeight}</Text>;
}
