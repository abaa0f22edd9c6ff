// Vite's `?url` imports: the file is copied into the build with a hashed name and this is its URL.
declare module '*?url' {
  const url: string;
  export default url;
}
