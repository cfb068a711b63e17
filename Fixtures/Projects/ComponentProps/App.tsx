import React from 'react';
import { View } from 'react-native';
import { Badge } from './components/Badge';
import { Button } from './components/Button';
import { Label } from './components/Label';

export default function App(props: { family: string }) {
  return (
    <View>
      <Label>Regular by default</Label>
      <Label weight="Bold">Bold as passed</Label>
      <Label weight="Black">A face the app does not have</Label>
      <Button title="Bold, as Button passes it" />
      <Badge {...props} />
    </View>
  );
}
