// The types a client of the facade names (options, results, findings), so a command line or a test
// needs `import Glossa` and nothing more.
@_exported import GlossaReports
@_exported import enum GlossaText.Truncation
@_exported import enum GlossaText.TextAlignment
@_exported import struct GlossaText.ParagraphLayout
@_exported import struct GlossaText.TextRect
@_exported import enum GlossaICU.TextDirection
@_exported import enum GlossaICU.BaseDirection
@_exported import struct GlossaRender.Color
@_exported import enum GlossaLocalization.PseudoLanguage
@_exported import enum GlossaLocalization.Locales
@_exported import struct GlossaLayout.Device
@_exported import enum GlossaLayout.DynamicType
@_exported import struct GlossaLayout.LaidOutView
@_exported import struct GlossaCheck.Finding
@_exported import enum GlossaCheck.FindingKind
@_exported import enum GlossaCheck.Severity
@_exported import enum GlossaCheck.Certainty
@_exported import enum GlossaCheck.Cause
@_exported import enum GlossaCheck.DesignSeverity
@_exported import struct GlossaProject.ProjectConfig
@_exported import struct GlossaProject.ProjectSearch
@_exported import struct GlossaProject.Glob
@_exported import struct GlossaLocalization.TranslatedValue
@_exported import enum GlossaLocalization.TranslationFiles
@_exported import struct GlossaLocalization.XLIFFDocument
@_exported import enum GlossaLocalization.FormatArgument
@_exported import enum GlossaICU.PluralCategory
