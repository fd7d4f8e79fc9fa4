import Foundation
@testable import GlossaText
import XCTest

/// The caches' one policy: a total cost, the least recently used out first, a value larger than the
/// whole budget still kept alone.
final class BoundedCacheTests: XCTestCase {
    func testTheLeastRecentlyUsedGoesFirst() {
        let cache = BoundedCache<String, Int>(budget: 30)
        cache.insert(1, for: "a", cost: 10)
        cache.insert(2, for: "b", cost: 10)
        cache.insert(3, for: "c", cost: 10)
        XCTAssertEqual(cache.value(for: "a"), 1)  // now "b" is the oldest
        cache.insert(4, for: "d", cost: 10)
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual([cache.value(for: "a"), cache.value(for: "c"), cache.value(for: "d")], [1, 3, 4])
        XCTAssertEqual(cache.cost, 30)
        XCTAssertEqual(cache.count, 3)
    }

    func testALargeValueDisplacesAsManyAsItNeedsAndStaysAlone() {
        let cache = BoundedCache<Int, String>(budget: 100)
        for key in 0..<10 { cache.insert("\(key)", for: key, cost: 10) }
        cache.insert("big", for: 99, cost: 35)
        XCTAssertEqual((0..<10).filter { cache.value(for: $0) != nil }, [4, 5, 6, 7, 8, 9])
        cache.insert("huge", for: 100, cost: 500)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.value(for: 100), "huge")
        cache.insert("small", for: 1, cost: 1)
        XCTAssertNil(cache.value(for: 100))
        XCTAssertEqual(cache.cost, 1)
    }

    func testMakingRoomBeforehandAndReplacingAKey() {
        let cache = BoundedCache<Int, Int>(budget: 50)
        for key in 0..<5 { cache.insert(key, for: key, cost: 10) }
        cache.makeRoom(for: 25)
        XCTAssertEqual(cache.count, 2)
        cache.insert(40, for: 4, cost: 20)  // replaced, not counted twice
        XCTAssertEqual(cache.cost, 30)
        XCTAssertEqual(cache.value(for: 4), 40)
        XCTAssertEqual(cache.value(for: 7, making: { (7, 5) }), 7)
        XCTAssertEqual(cache.value(for: 7, making: { XCTFail("made twice"); return (0, 0) }), 7)
    }

    func testThreadsSharingACacheKeepItWithinItsBudget() {
        let cache = BoundedCache<Int, [UInt8]>(budget: 4_000)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<2_000 {
                let key = (thread * 7 + step) % 300
                let value = cache.value(for: key, making: { ([UInt8](repeating: UInt8(key % 256), count: 40), 40) })
                XCTAssertEqual(value.first, UInt8(key % 256))
            }
        }
        XCTAssertLessThanOrEqual(cache.cost, 4_000)
        XCTAssertEqual(cache.cost, cache.count * 40)
    }
}
