package io.etcdexplorer.etcd.tls;

import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.nist.NISTNamedCurves;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.asn1.x9.ECNamedCurveTable;

import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.ECKey;
import java.security.interfaces.EdECKey;
import java.security.interfaces.RSAKey;

/** Names keys the way people talk about them ("RSA 2048", "EC P-256", "Ed25519") and pairs keys with certificates. */
public final class KeyTypes {

    private KeyTypes() {
    }

    /** E.g. "RSA 2048", "EC P-256", "Ed25519". */
    public static String describe(Key key) {
        if (key instanceof RSAKey rsa) {
            return "RSA " + rsa.getModulus().bitLength();
        }
        if (key instanceof ECKey ec) {
            return "EC " + curveName(key, ec);
        }
        if (key instanceof EdECKey ed) {
            return ed.getParams().getName();
        }
        return key.getAlgorithm();
    }

    /**
     * True when {@code privateKey} is the private half of {@code publicKey}. Proven by signing and verifying, which
     * works alike for RSA, EC and EdDSA and needs no per-algorithm arithmetic.
     */
    public static boolean matches(PrivateKey privateKey, PublicKey publicKey) {
        String algorithm = signatureAlgorithm(privateKey);
        if (algorithm == null || !sameFamily(privateKey, publicKey)) {
            return false;
        }
        try {
            byte[] challenge = new byte[32];
            new SecureRandom().nextBytes(challenge);
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(privateKey);
            signer.update(challenge);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(publicKey);
            verifier.update(challenge);
            return verifier.verify(signature);
        } catch (GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }

    private static boolean sameFamily(PrivateKey privateKey, PublicKey publicKey) {
        return family(privateKey).equals(family(publicKey));
    }

    private static String family(Key key) {
        String algorithm = key.getAlgorithm();
        return algorithm.startsWith("Ed") ? "EdDSA" : algorithm.equals("ECDSA") ? "EC" : algorithm;
    }

    private static String signatureAlgorithm(PrivateKey key) {
        return switch (family(key)) {
            case "RSA" -> "SHA256withRSA";
            case "EC" -> "SHA256withECDSA";
            case "EdDSA" -> key instanceof EdECKey ed ? ed.getParams().getName() : "Ed25519";
            default -> null;
        };
    }

    private static String curveName(Key key, ECKey ec) {
        ASN1Encodable parameters = curveParameters(key);
        if (parameters instanceof ASN1ObjectIdentifier oid) {
            String nist = NISTNamedCurves.getName(oid);
            if (nist != null) {
                return nist;
            }
            String other = ECNamedCurveTable.getName(oid);
            if (other != null) {
                return other;
            }
        }
        return ec.getParams().getCurve().getField().getFieldSize() + "-bit curve";
    }

    private static ASN1Encodable curveParameters(Key key) {
        try {
            byte[] encoded = key.getEncoded();
            if (encoded == null) {
                return null;
            }
            return key instanceof PrivateKey
                    ? PrivateKeyInfo.getInstance(encoded).getPrivateKeyAlgorithm().getParameters()
                    : SubjectPublicKeyInfo.getInstance(encoded).getAlgorithm().getParameters();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
