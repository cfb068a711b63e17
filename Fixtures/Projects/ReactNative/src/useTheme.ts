export function useTheme() {
  return { fonts: { bold: 'Roboto-Bold' } };
}
