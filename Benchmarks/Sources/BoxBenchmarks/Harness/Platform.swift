#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// The few things the harness needs from the operating system.
enum Platform {
  /// Bytes currently allocated from the heap, including large blocks served by `mmap`.
  static func heapBytesInUse() -> Int {
    #if canImport(Darwin)
      var statistics = malloc_statistics_t()
      malloc_zone_statistics(nil, &statistics)
      return Int(statistics.size_in_use)
    #elseif canImport(Glibc)
      let info = mallinfo2()
      return Int(info.uordblks + info.hblkhd)
    #else
      return 0
    #endif
  }

  /// Ends the process with `status`, flushing standard output.
  static func terminate(status: Int32) -> Never {
    exit(status)
  }
}
