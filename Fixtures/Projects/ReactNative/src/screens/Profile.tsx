import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import AppText from '../components/AppText';

// AppText's family, asked with the style each use passes: a weight of 700 on Android asks
// `Roboto-Regular_bold.ttf`; a weight below 700 stays regular (silent); a family of the use's
// own is its own request.
export default function Profile() {
  return (
    <View>
      <AppText style={{ fontWeight: 'bold' }}>Name</AppText>
      <AppText style={{ fontWeight: '600' }}>Handle</AppText>
      <AppText style={{ fontFamily: 'Roboto-Bold' }}>Badge</AppText>
      <AppText style={styles.caption}>Joined</AppText>
      <Text style={{ fontFamily: 'Roboto-Regular' }}>
        A nested span takes its parent's family: <Text style={{ fontWeight: 'bold' }}>bold</Text>
      </Text>
      <Text style={styles.caption}>
        A parent with no family gives none: <Text style={{ fontWeight: 'bold' }}>bold</Text>
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  caption: { fontStyle: 'italic', fontSize: 12 },
});
