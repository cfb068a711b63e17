// A web (MUI) theme: CSS font stacks the mobile app never imports.
export const webTheme = {
  typography: {
    fontFamily: 'DM Sans, sans-serif',
    h1: { fontFamily: 'Playfair Display, serif' },
  },
};
