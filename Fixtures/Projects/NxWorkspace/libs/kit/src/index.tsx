import { Text } from 'react-native';

// A component library that lists react-native: no app of its own, and no app imports it.
export function Legacy() {
  return <Text style={{ fontFamily: 'Kit-Display' }}>kit</Text>;
}
