import FontAuditModel
import Foundation

extension AssetDataSet {
    /// Whether a folder of an asset catalog, given relative to `base`, provides a namespace: its
    /// `Contents.json` has `"provides-namespace" : true` under `properties`, so actool names each
    /// set inside it `Folder/Name` (what `NSDataAsset(name:)` must ask for).
    static func namespaces(in base: URL) -> (String) -> Bool {
        { folder in
            guard
                let data = FileData.read(
                    base.appendingPathComponent(folder).appendingPathComponent("Contents.json").path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let properties = object["properties"] as? [String: Any]
            else { return false }
            return (properties["provides-namespace"] as? Bool) == true
        }
    }
}
