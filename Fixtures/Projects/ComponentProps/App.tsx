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
      <Button title="Bold by the button's default" />
      <Button title="Regular as passed" weight="Regular" />
      <Badge {...props} />
    </View>
  );
}
