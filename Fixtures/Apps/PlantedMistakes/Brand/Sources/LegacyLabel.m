#import <UIKit/UIKit.h>

@implementation LegacyLabel

- (void)applyStyle {
    // font-name-not-registered: Roboto-Italic lives in Brand-Italic.ttf, listed with the wrong case
    self.font = [UIFont fontWithName:@"Roboto-Italic" size:14];
    UIFontDescriptor *descriptor = [UIFontDescriptor fontDescriptorWithName:@"Roboto-Bold" size:14];
    // [UIFont fontWithName:@"In-A-Comment" size:14];
#if 0
    self.font = [UIFont fontWithName:@"Disabled-Code" size:14];
#endif
    if ([self.font.fontName isEqualToString:@"Compared-Name"]) { return; }
}

@end
