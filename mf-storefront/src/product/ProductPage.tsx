import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Product } from '@shop/contracts';
import { useToast } from '@shop/app-context';
import { pageTitle } from '@shop/contracts/storefront-routes';
import { Button, ProductImage, Stars, addToCart, formatEGP, savingsPercent, siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchProduct, fetchProducts, fetchSiteConfig } from '../api/storefront-api';
import { ProductGrid } from '../catalog/ProductCard';
import { RELATED_PRODUCTS_COUNT, newestProducts } from '../catalog/catalog-rules';
import { CopyLinkButton } from './CopyLinkButton';
import { OptionPicker } from './OptionPicker';
import { QuantityControl } from './QuantityControl';
import { ADD_TO_CART_FAILED, addedToCartMessage } from './add-to-cart-messages';
import { defaultSelections, pickersFor, selectedOptions, type Selections } from './bundle-pickers';
import styles from './ProductPage.module.css';

/** /products/{id} (storefront spec §2 Product detail). */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useAsync('product', () => fetchProduct(id), [id], serverProduct(id));
  const config = useAsync('site configuration', fetchSiteConfig);
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/our-collection'));
  const title = product.data?.title;
  const shopName = config.data?.name.trim();
  useEffect(() => {
    if (title && shopName) document.title = pageTitle(title, shopName);
  }, [title, shopName]);

  // with the server's product, React's first render is that product: no 'Loading...' between (decision 020)
  if (product.loading && !product.data) return <p className={styles.state}>Loading...</p>;
  return (
    <div className={styles.page}>
      <Button variant="ghost" size="small" className={styles.back} onClick={back}>
        ← Back
      </Button>
      {product.data ? <ProductDetails key={product.data._id} product={product.data} /> : <p className={styles.state}>Product not found!</p>}
    </div>
  );
}

/** The product the render server drew this page from (its data block), when it is this page's. */
function serverProduct(id: string): Product | undefined {
  const served = siteBootstrap().product?.data;
  return served && served._id === id ? served : undefined;
}

function ProductDetails({ product }: { product: Product }) {
  const toast = useToast();
  const pickers = useMemo(() => pickersFor(product), [product]);
  const [selections, setSelections] = useState<Selections>(() => defaultSelections(pickers));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const saving = savingsPercent(product.price, product.oldPrice);

  const add = async () => {
    setAdding(true);
    try {
      await addToCart({ productId: product._id, quantity, selectedOptions: selectedOptions(pickers, selections) });
      toast.success(addedToCartMessage(product, quantity));
    } catch (error) {
      console.error('Add to cart failed', error);
      toast.error(ADD_TO_CART_FAILED);
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductImage src={product.image} alt={product.title} eager />
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{product.title}</h1>
          <div className={styles.rating}>
            <Stars rating={product.rating} />
            <span className={styles.ratingNumber}>{product.rating.toFixed(1)}</span>
            <Link to="/reviews">
              {product.reviews} {product.reviews === 1 ? 'review' : 'reviews'}
            </Link>
          </div>
          <div className={styles.prices}>
            <span className={styles.price}>{formatEGP(product.price)}</span>
            {product.oldPrice > 0 && (
              <s className={styles.oldPrice} aria-label={`Was ${formatEGP(product.oldPrice)}`}>
                {formatEGP(product.oldPrice)}
              </s>
            )}
            {saving !== null && saving > 0 && <span className={styles.save}>Save {saving}%</span>}
          </div>
          {!product.availability && <p className={styles.soldOut}>Sold Out</p>}
          <p className={styles.description}>{product.description}</p>
          {pickers.length > 0 && (
            <div className={styles.pickers}>
              {pickers.map((picker) => (
                <OptionPicker
                  key={picker.key}
                  picker={picker}
                  value={selections[picker.key] ?? ''}
                  onChange={(label) => setSelections((current) => ({ ...current, [picker.key]: label }))}
                />
              ))}
            </div>
          )}
          <div className={styles.buy}>
            <QuantityControl value={quantity} onChange={setQuantity} />
            <Button onClick={() => void add()} disabled={!product.availability || adding}>
              {product.isBundle ? 'Add Bundle to Cart' : 'Add to Cart'}
            </Button>
            <CopyLinkButton />
          </div>
        </div>
      </div>
      <RelatedProducts currentId={product._id} />
    </>
  );
}

function RelatedProducts({ currentId }: { currentId: string }) {
  const products = useAsync('products', fetchProducts);
  const related = useMemo(
    () => newestProducts(products.data ?? [], RELATED_PRODUCTS_COUNT, currentId),
    [products.data, currentId],
  );
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        You May Also Like
      </h2>
      <ProductGrid products={related} columns={4} />
    </section>
  );
}
