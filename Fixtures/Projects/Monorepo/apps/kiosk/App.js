import React from 'react';
import { View } from 'react-native';
// The kiosk takes two components of the UI package by their own paths, not its index: Metro
// bundles Badge.tsx and Caption.tsx for it, never Heading.tsx.
import Badge from '@acme/ui/src/Badge';
import Caption from '@acme/ui/src/Caption';

export default function App() {
  return (
    <View>
      <Badge label="Open" />
      <Caption>Tap to start</Caption>
    </View>
  );
}
