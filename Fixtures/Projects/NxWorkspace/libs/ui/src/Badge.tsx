import { Text } from 'react-native';

// Reached through the library's path alias: a name no face of the app has, reported.
export function Badge({ label }: { label: string }) {
  return <Text style={{ fontFamily: 'Roboto-Black', fontSize: 11 }}>{label}</Text>;
}
