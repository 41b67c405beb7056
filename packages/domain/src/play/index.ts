/**
 * The play designer's pure model: documents, validation, migrations, edits, frame rendering,
 * the animation timeline, editor history and drag/snap maths. No DOM, no React, no dependencies.
 */
export * from './model';
export * as playGeometry from './model/geometry';
export * from './frames';
export * from './edits';
export * from './migrations';
export * from './history';
export * from './animation';
export * from './snap';
export * as playTesting from './testing';
