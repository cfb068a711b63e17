#import "Theme.h"

@implementation LegacyLabel
- (void)style {
    self.font = [UIFont fontWithName:FONT_TITLE size:24];
    self.detailFont = [UIFont fontWithName:FONT_BODY size:14];
    self.noteFont = [UIFont fontWithName:BrandItalicName size:12];
    self.userFont = [UIFont fontWithName:self.chosenName size:12];
}
@end
