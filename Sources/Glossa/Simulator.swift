/// The public facade: runs the pipeline for a matrix of layouts, locales, devices and content sizes.
public enum GlossaVersion { public static let string = "0.1.0" }
