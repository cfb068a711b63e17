import Foundation

public enum Kit {}
