import type { FC } from 'react';
import { Pressable } from 'react-native';
import { Label } from './Label';

// Another component's element of Label, with a weight of its own.
export const Button: FC<{ title: string }> = ({ title }) => (
  <Pressable>
    <Label weight="Bold">{title}</Label>
  </Pressable>
);
