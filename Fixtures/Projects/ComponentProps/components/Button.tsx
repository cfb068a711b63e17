import type { FC } from 'react';
import { Pressable } from 'react-native';
import { Label } from './Label';

// Passes its own prop on to Label.
export const Button: FC<{ title: string; weight?: 'Bold' | 'Regular' }> = ({ title, weight = 'Bold' }) => (
  <Pressable>
    <Label weight={weight}>{title}</Label>
  </Pressable>
);
