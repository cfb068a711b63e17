import React from 'react';
import { Platform, StyleSheet, Text, View } from 'react-native';
import { ListItem } from '@rneui/themed';

// Nested text takes its parent's family through an unstyled <Text>, a child's {…}, and a JSX
// value held in a variable or given by a method, shown inside a text element with a style;
// the span's own fontWeight/fontStyle are written on top of its parents'.
export default class Activity extends React.Component<{ memo?: string }> {
  renderMemo = (memo: string): React.ReactNode => {
    return (
      <Text>
        Memo: <Text style={{ fontWeight: 'bold' }}>{memo}</Text>
      </Text>
    );
  };

  render() {
    const { memo } = this.props;
    let subTitle: React.ReactNode = 'Paid';
    if (memo) {
      subTitle = (
        <Text>
          Paid{memo ? ': ' : ''}
          {memo ? <Text style={{ fontStyle: 'italic' }}>{memo}</Text> : ''}
        </Text>
      );
    }
    const memoNode = this.renderMemo(memo ?? '');
    const aside = <Text style={{ fontStyle: 'italic' }}>aside</Text>;
    return (
      <View>
        <ListItem.Subtitle style={{ ...styles.cell, fontFamily: 'Roboto-Regular' }}>{subTitle}</ListItem.Subtitle>
        <Text style={[styles.cell, { fontFamily: 'Roboto-Regular' }]}>{memoNode}</Text>
        <Text style={{ fontFamily: 'Roboto-Regular', fontWeight: 'bold' }}>
          Bold parent, <Text style={{ fontStyle: 'italic' }}>italic span</Text>
        </Text>
        {/* Controls: each style has its file; a View breaks the chain; an attribute's JSX is no child. */}
        <Text style={{ fontFamily: Platform.select({ ios: 'System', android: 'GlyphTest' }), fontWeight: 'bold' }}>
          <Text style={{ fontStyle: 'italic' }}>GlyphTest_bold_italic</Text>
        </Text>
        <Text style={{ fontFamily: Platform.select({ ios: 'System', android: 'GlyphTest' }) }}>{subTitle}</Text>
        <View style={{ padding: 4 }}>{aside}</View>
        <ListItem.Title style={{ fontFamily: 'Roboto-Regular' }} right={<Text style={{ fontWeight: 'bold' }}>x</Text>}>
          Title
        </ListItem.Title>
      </View>
    );
  }
}

const styles = StyleSheet.create({
  cell: { fontSize: 14 },
});
