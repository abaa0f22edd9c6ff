/** A bounded first-in first-out queue: push refuses when full, the head is read and dropped in slices. */
export class BoundedQueue<T> {
  private items: T[] = [];
  private head = 0;

  constructor(readonly capacity: number) {}

  get length(): number {
    return this.items.length - this.head;
  }

  /** False (nothing added) when the queue is full. */
  push(item: T): boolean {
    if (this.length >= this.capacity) return false;
    this.items.push(item);
    return true;
  }

  /** Up to `count` items from the head, without removing them. */
  peek(count: number): T[] {
    return this.items.slice(this.head, this.head + count);
  }

  /** Removes `count` items from the head. */
  drop(count: number): void {
    this.head += Math.min(count, this.length);
    // Compact now and then so the array does not keep what was dropped.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
