import { addToOutbox, conflict, notFound, withTransaction, type ServiceContext } from '@shop/shared';
import { newId } from '../common/ids';
import { removedImages } from '../common/images';
import { afterWrite } from '../common/after-write';
import { searchKey } from '../search/keys';
import { brandProductCount, deleteBrand, findBrand, insertBrand, updateBrand, type Brand } from './repo';
import { BRAND_MESSAGES, type BrandInput } from './schema';

export const brandKey = (brand: Pick<Brand, 'name'>) => searchKey(`${brand.name.ru} ${brand.name.ua}`);

export async function createBrand(ctx: ServiceContext, input: BrandInput): Promise<Brand> {
  const brand: Brand = { _id: newId(), name: input.name, image: input.image };
  await withTransaction(ctx.pool, async (db) => {
    await insertBrand(db, brand, brandKey(brand));
    await addToOutbox(db, 'catalog.brand.changed', { brandId: brand._id, action: 'created', removedImages: [] });
  });
  afterWrite(ctx);
  return brand;
}

/** Saves an edit; one that changes nothing writes nothing and leaves every kept answer (updateBrand). */
export async function changeBrand(ctx: ServiceContext, input: BrandInput & { _id: string }): Promise<Brand> {
  const brand: Brand = { _id: input._id, name: input.name, image: input.image };
  const changed = await withTransaction(ctx.pool, async (db) => {
    const old = await findBrand(db, brand._id);
    if (!old) throw notFound(BRAND_MESSAGES.notFound);
    if (!(await updateBrand(db, brand, brandKey(brand)))) return false;
    const removed = removedImages([old.image], [brand.image]);
    await addToOutbox(db, 'catalog.brand.changed', { brandId: brand._id, action: 'updated', removedImages: removed });
    return true;
  });
  if (changed) afterWrite(ctx);
  return brand;
}

export async function removeBrand(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx.pool, async (db) => {
    const old = await findBrand(db, id);
    if (!old) throw notFound(BRAND_MESSAGES.notFound);
    if (await brandProductCount(db, id)) throw conflict(BRAND_MESSAGES.hasProducts);
    await deleteBrand(db, id);
    await addToOutbox(db, 'catalog.brand.changed', {
      brandId: id,
      action: 'deleted',
      removedImages: removedImages([old.image], []),
    });
  });
  afterWrite(ctx);
}
