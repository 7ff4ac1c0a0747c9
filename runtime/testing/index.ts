// What tests and benchmarks build on: the shipped pages.json, and grown to many cities. (The block
// renderer and the DOM setup are imported by path: they load React and the DOM.)
export { shippedFile, withDestinations } from "./grown-site.ts";
