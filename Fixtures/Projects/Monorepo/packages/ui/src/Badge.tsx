import React from 'react';
import { Text } from 'react-native';

export default function Badge({ label }: { label: string }) {
  return <Text>{label}</Text>;
}
