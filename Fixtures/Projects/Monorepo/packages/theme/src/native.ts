export const fonts = {
  body: 'Roboto-Regular',
  strong: 'Roboto-Bold',
};
