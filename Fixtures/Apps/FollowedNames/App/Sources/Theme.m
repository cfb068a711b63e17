#import "Theme.h"

NSString *const BrandItalicName = @"Roboto-Italic";
