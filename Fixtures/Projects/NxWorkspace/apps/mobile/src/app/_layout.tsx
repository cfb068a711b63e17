import { Stack } from 'expo-router';
import { Title } from '@acme/ui';

export default function Layout() {
  return (
    <>
      <Title>Acme</Title>
      <Stack />
    </>
  );
}
