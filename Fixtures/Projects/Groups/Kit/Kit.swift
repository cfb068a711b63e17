import UIKit

public enum Kit {
    public static let headline = UIFont(name: "Cantarell-Regular", size: 20)
}
