import type { FC, ReactNode } from 'react';
import { Text } from 'react-native';

interface Props {
  children: ReactNode;
  weight?: 'Bold' | 'Regular' | 'Black';
}

// The app's own text: its face is built from a prop, with a default.
export const Label: FC<Props> = ({ children, weight = 'Regular', ...rest }) => {
  const style = {
    fontFamily: `Roboto-${weight}`,
  };
  return (
    <Text style={style} {...rest}>
      {children}
    </Text>
  );
};
