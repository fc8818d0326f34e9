// The parts of three.js the panorama viewer uses (@photo-sphere-viewer/core imports exactly these).
// Imported beside the viewer (tour-dialog.tsx) so the bundler puts three.js in a chunk of its own,
// shared by the two: the viewer and three.js together would exceed the budget of one lazy chunk
// (tools/budgets/bundle-size.ts). Only these names, so three.js is still tree-shaken.
// One line, so that the directive below covers the whole export.
// prettier-ignore
// @ts-expect-error three ships no types (@types/three is not installed); nothing here reads them.
export { Box3, Cache, ColorManagement, Euler, FileLoader, Frustum, Group, ImageLoader, LinearFilter, LinearMipmapLinearFilter, LinearSRGBColorSpace, LinearToneMapping, MathUtils, Matrix4, Mesh, MeshBasicMaterial, PerspectiveCamera, Quaternion, Raycaster, Scene, ShaderMaterial, SphereGeometry, Texture, Vector2, Vector3, WebGLRenderTarget, WebGLRenderer } from 'three';
