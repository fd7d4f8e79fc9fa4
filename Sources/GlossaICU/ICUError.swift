// CICU's header names no ICU type (see Sources/CICU/include/CICU.h), so importing it beside
// Foundation is safe, and internal keeps it out of GlossaICU's public face.
internal import CICU

/// A failed ICU call: which operation, and ICU's error code.
///
/// The code is kept as a plain integer so that no ICU type leaks into the public API; the
/// description spells it with ICU's own name (`U_ILLEGAL_ARGUMENT_ERROR`) because that is the
/// name ICU's documentation and bug reports use.
public struct ICUError: Error, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public var description: String {
        let name = String(cString: glossa_u_errorName(code))
        return "\(operation) failed: \(name) (\(code))"
    }
}

/// Runs one ICU call that reports through a UErrorCode and throws when it failed.
///
/// ICU's warnings (negative codes, such as U_USING_DEFAULT_WARNING) are not failures, and
/// U_FAILURE is a macro Swift cannot see, hence the `> 0` test.
@inline(__always)
func icuCall<T>(_ operation: String, _ body: (UnsafeMutablePointer<Int32>) -> T) throws(ICUError) -> T {
    var status = Int32(GLOSSA_U_ZERO_ERROR)
    let result = body(&status)
    if status > 0 { throw ICUError(operation: operation, code: status) }
    return result
}

/// Calls an ICU function that writes UTF-16 into a caller's buffer, retrying once at the
/// length ICU asks for when the first guess was too small.
func icuUTF16Output(
    _ operation: String, capacity: Int,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> [UInt16] {
    var size = max(capacity, 1)
    while true {
        var buffer = [UInt16](repeating: 0, count: size)
        var status = Int32(GLOSSA_U_ZERO_ERROR)
        let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size), &status) }
        if status == GLOSSA_U_BUFFER_OVERFLOW_ERROR, Int(length) >= size {
            size = Int(length) + 1
            continue
        }
        if status > 0 { throw ICUError(operation: operation, code: status) }
        return Array(buffer.prefix(Int(length)))
    }
}

/// Calls an ICU function that writes a C string (locale ids, tags) into a caller's buffer.
func icuCStringOutput(
    _ operation: String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var size = 64
    while true {
        var buffer = [CChar](repeating: 0, count: size + 1)
        var status = Int32(GLOSSA_U_ZERO_ERROR)
        let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size), &status) }
        if status == GLOSSA_U_BUFFER_OVERFLOW_ERROR || Int(length) > size {
            size = Int(length) + 1
            continue
        }
        if status > 0 { throw ICUError(operation: operation, code: status) }
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
