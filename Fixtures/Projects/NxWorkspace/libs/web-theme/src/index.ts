// The web apps' theme: a CSS stack the mobile app never imports.
export const theme = {
  typography: { fontFamily: 'Inter, sans-serif' },
};
