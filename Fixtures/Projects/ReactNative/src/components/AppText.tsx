import React from 'react';
import { Text, TextStyle } from 'react-native';

// The app's own text component: its family, under the style its user passes.
export default function AppText({ style, children }: { style?: TextStyle; children?: string }) {
  return <Text style={{ fontFamily: 'Roboto-Regular', ...style }}>{children}</Text>;
}
