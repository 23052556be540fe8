// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title CalldataEcho
/// @notice A hostile "smart account" for the SIWX tests: it has no owner and answers every call with the
///         call's own data. Asked `isValidSignature(hash, signature)`, it returns bytes that start with
///         the EIP-1271 magic value (the selector) followed by the hash, so a verifier that checks only the
///         first four bytes of the answer would sign it in with any signature.
contract CalldataEcho {
    fallback(bytes calldata input) external returns (bytes memory) {
        return input;
    }
}
