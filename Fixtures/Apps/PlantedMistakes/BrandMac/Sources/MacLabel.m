#import <AppKit/AppKit.h>

@implementation MacLabel
- (void)awakeFromNib {
    self.font = [NSFont fontWithName:@"Menlo-Regular" size:12];
}
@end
