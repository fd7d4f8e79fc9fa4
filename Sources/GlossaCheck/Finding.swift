/// Findings: what a person would call a bug in a rendered screen.
public struct FindingPlaceholder {}
