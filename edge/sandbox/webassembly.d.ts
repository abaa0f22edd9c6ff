/**
 * The slice of the WebAssembly JS API the sandbox uses. Node 20 has it at run time, but the
 * project's lib (ES2023, no DOM) and @types/node 20 do not declare it.
 */
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque handle; the sandbox never reads into it
  interface Module {}
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
  }
  const Memory: { new (descriptor: MemoryDescriptor): Memory };
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
