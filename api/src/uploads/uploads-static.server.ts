import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LOCAL_URL_PREFIX } from './storage/local-disk.driver';
import { localUploadsRoot } from './storage/storage.providers';

/**
 * Serves locally stored images at /uploads/ (outside the /api/v1 prefix). Registered on the Express instance
 * when the module starts, so the real server and bootTestApp both get it. serve-static refuses `..` and
 * dot-files, so requests cannot leave the uploads folder. Stored names never change, hence the immutable year.
 */
@Injectable()
export class UploadsStaticServer implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (!instance || typeof instance.use !== 'function') return;
    instance.use(
      LOCAL_URL_PREFIX,
      express.static(localUploadsRoot(this.config), {
        index: false,
        dotfiles: 'deny',
        redirect: false,
        fallthrough: true,
        immutable: true,
        maxAge: 31_536_000_000,
        setHeaders: (res) => {
          // The storefront may live on another origin (static host / CDN); helmet's same-origin default would block it.
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
          res.setHeader('X-Content-Type-Options', 'nosniff');
        },
      }),
    );
  }
}
