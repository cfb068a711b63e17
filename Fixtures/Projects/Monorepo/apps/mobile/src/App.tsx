import React from 'react';
import { Text, View } from 'react-native';
import { Heading } from '@acme/ui';
import { fonts } from '@acme/theme';
import Home from './screens/Home';

export default function App() {
  return (
    <View>
      <Heading>Welcome</Heading>
      <Text style={{ fontFamily: fonts.body }}>Body text in the theme's face.</Text>
      <Home />
    </View>
  );
}
