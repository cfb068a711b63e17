#import <UIKit/UIKit.h>

/// A misspelt face (Roboto-Black is not bundled; the bold face is Roboto-Bold).
#define FONT_TITLE @"Roboto-Blak"

extern NSString *const BrandItalicName;
