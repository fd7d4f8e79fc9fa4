// A strings file in the shape SwiftGen's structured-swift5 template writes.
import Foundation

internal enum L10n {
  /// Inbox
  internal static let inboxTitle = L10n.tr("Localizable", "inbox.title", fallback: "Inbox")
  /// %d unread
  internal static func inboxUnread(_ p1: Int) -> String {
    return L10n.tr("Localizable", "inbox.unread", p1, fallback: "%d unread")
  }
  internal enum Settings {
    /// Settings
    internal static var title: String { return L10n.tr("Settings", "settings.title", fallback: "Settings") }
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
