import React from 'react';
import { Platform, StyleSheet, Text, View } from 'react-native';

// Icon fonts named as plain families on Android: those the app's fonts.gradle copies open
// (Ionicons, MaterialIcons, MaterialCommunityIcons); one it does not copy draws Roboto.
export default function Icons() {
  return (
    <View>
      <Text style={styles.ionicon}>{'\uf101'}</Text>
      <Text style={styles.material}>{'\ue000'}</Text>
      <Text style={styles.community}>{'\uf001'}</Text>
      <Text style={styles.awesome}>{'\uf000'}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  ionicon: Platform.select({ android: { fontFamily: 'Ionicons' } }),
  material: Platform.select({ android: { fontFamily: 'MaterialIcons' } }),
  community: Platform.select({ android: { fontFamily: 'MaterialCommunityIcons' } }),
  awesome: Platform.select({ android: { fontFamily: 'FontAwesome' } }),
});
