import { Module } from '@nestjs/common';
import { PlayPosterStore } from './play-poster.store';
import { PosterResultHandler } from './poster-result.handler';

/** List posters for a service's feature module: PlayPosterStore, and render.result.v1 recorded on it. */
@Module({ providers: [PlayPosterStore, PosterResultHandler], exports: [PlayPosterStore] })
export class RenderPostersModule {}
