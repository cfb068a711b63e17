import { StyleSheet, Text } from 'react-native';
import { Badge } from '@acme/ui';

export default function Home() {
  return (
    <>
      <Text style={styles.headline}>Welcome</Text>
      <Badge label="new" />
    </>
  );
}

const styles = StyleSheet.create({
  // Planted: no face of the app is Roboto-Heavy.
  headline: { fontFamily: 'Roboto-Heavy', fontSize: 28 },
});
