import React from 'react';
import { useFonts } from 'expo-font';
import { createTamagui, TamaguiProvider, YStack } from 'tamagui';
import { files, fonts } from './fonts';
import { Text, H2 } from './tamagui';
import { Card } from './Card';

const config = createTamagui({ fonts, defaultFont: 'body' });

export default function App({ weight }: { weight: string }) {
  const [loaded] = useFonts(files);
  if (!loaded) return null;
  return (
    <TamaguiProvider config={config}>
      <YStack>
        {/* A weight the face map has no key for: Brand and bold reach React Native. */}
        <Text fontWeight="bold">Bold by name</Text>
        {/* A slant no face gives, with the heading token. */}
        <H2 fontFamily="$heading" fontStyle="italic">Leaning</H2>
        {/* Controls: a keyed weight (swapped for Brand-Bold), none, an open one, not Tamagui's. */}
        <Text fontWeight="700">Bold by number</Text>
        <Text>Regular</Text>
        <Text fontWeight={weight}>Open</Text>
        <Card fontWeight="bold" />
      </YStack>
    </TamaguiProvider>
  );
}
