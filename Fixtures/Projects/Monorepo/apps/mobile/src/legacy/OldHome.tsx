import React from 'react';
import { StyleSheet, Text } from 'react-native';

// No module of the app imports this file: Metro never bundles it.
export default function OldHome() {
  return <Text style={styles.title}>Old home</Text>;
}

const styles = StyleSheet.create({
  title: { fontFamily: 'Roboto-Black' },
});
