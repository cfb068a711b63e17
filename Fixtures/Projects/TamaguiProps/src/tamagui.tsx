import { styled, Text as TamaguiText } from 'tamagui';

// The app's Text: Tamagui's, with the body font by default.
export * from 'tamagui';
export const Text = styled(TamaguiText, { name: 'Text', fontFamily: '$body' });
